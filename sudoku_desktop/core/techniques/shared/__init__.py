"""What the technique families share: ``cellsets`` (cells as one int of n² bits, the pattern
techniques' working form), ``links`` (alternating chains as data, and the one breadth-first
search of the X-chain and the AIC), ``propagation`` and ``trials`` (singles and nested
trials, each fast for the search and explained on a net for the sentence), ``consistency``
(whether a board may be broken) and ``finding`` (how a family's finders are made from its
searches)."""
