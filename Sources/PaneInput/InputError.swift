public import PaneSystem

/// A failed system or library call in the input layer (opening a device, reading events,
/// watching a folder): PaneSystem's `SystemError` under the input layer's name, so its
/// callers and messages stay as they were.
public typealias InputError = SystemError
