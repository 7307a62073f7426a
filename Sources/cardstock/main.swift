print("cardstock: not built yet")
