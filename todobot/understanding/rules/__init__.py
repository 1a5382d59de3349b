def understand_rules(*a, **k):  # placeholder while building
    raise NotImplementedError
