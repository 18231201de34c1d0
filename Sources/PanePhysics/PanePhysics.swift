// The PanePhysics module. See DESIGN.md §1 for its job.
import PaneGeometry
