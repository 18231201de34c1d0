print("touch-replay: not built yet")
