print("fps: not built yet")
