"""Wings: the W-, XY- and XYZ-Wing (``wings``) and the WXYZ-Wing (``wxyz_wing``).

Beside them, ``table`` holds the family's rows of the finder tables and ``words`` its
sentences (hint looks, guide title and paragraphs).
"""
