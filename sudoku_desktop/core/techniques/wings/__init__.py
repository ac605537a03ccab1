"""Wings: the W-, XY- and XYZ-Wing (``wings``), the WXYZ-Wing (``wxyz_wing``).
``table`` holds the family's rows of the finder tables.
"""
