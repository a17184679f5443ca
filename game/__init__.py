"""BANG! desktop: the rules cores, the bots and the clients of both games."""

__version__ = "0.1.0"        # the one place the version is written: pyproject.toml and build.spec read it
