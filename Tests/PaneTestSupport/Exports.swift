// The repository's tests reach `Golden` and the other helpers of the PaneTesting product
// through this module, as apps' tests reach them through `import PaneTesting`.
@_exported public import PaneTesting
