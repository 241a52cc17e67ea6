// A team's CLI executable needs two imports: this module and its coordinators'. `CoordinatorEntry` and the
// rest of `NestedCheck` come with it.

@_exported import NestedCheck
