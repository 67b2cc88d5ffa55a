"""oa's version: one source of truth for the package metadata, manifests and
the compile cache key."""
__version__ = "0.1.0"
