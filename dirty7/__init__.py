"""Dirty Seven: a shedding card game against the computer, on Arcade."""


def __getattr__(name: str) -> str:
    """``dirty7.__version__``, from the package metadata (:mod:`dirty7.store.app_version`);
    looked up only when asked, so importing the package reads no file."""
    if name == "__version__":
        from dirty7.store.app_version import app_version

        return app_version()
    raise AttributeError(f"module 'dirty7' has no attribute {name!r}")
