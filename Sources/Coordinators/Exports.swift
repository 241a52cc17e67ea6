// The catalogue builds on the shipped coordinators (its seed variants and mutants subclass them), so whoever
// imports the catalogue gets them too.

@_exported import NestedScrollingCoordinators
