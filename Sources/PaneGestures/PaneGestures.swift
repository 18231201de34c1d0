// The PaneGestures module. See DESIGN.md §1 for its job.
