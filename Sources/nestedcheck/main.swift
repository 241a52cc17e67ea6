print("nestedcheck")
