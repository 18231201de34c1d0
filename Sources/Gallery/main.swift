print("gallery: not built yet")
