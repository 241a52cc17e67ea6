// `import NestedCheckTesting` is the one import a test file needs: the checks, and everything of `NestedCheck`
// (coordinator entries, the catalogue, scenarios) that their arguments and results are made of.

@_exported import NestedCheck
