"""Single-digit patterns: the skyscraper and the 2-String Kite (``single_digit``), the
turbot fish and the empty rectangle (``empty_rectangle``).

Beside them, ``table`` holds the family's rows of the finder tables and ``words`` its
sentences (hint looks, guide title and paragraphs).
"""
