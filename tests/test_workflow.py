"""The release workflow (.github/workflows/ci.yml) runs the README's own commands, on the oldest Python the README
and pyproject promise (actionlint checks the rest of it in .ci/run)."""

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = (ROOT / ".github" / "workflows" / "ci.yml").read_text(encoding="utf-8")
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_every_command_the_workflow_runs_is_one_the_readme_gives():
    """One-line steps only: the macOS zip is a step of the workflow's own, the README's build makes the .app."""
    commands = re.findall(r"^ +run: ([^|].*)$", WORKFLOW, re.MULTILINE)
    assert len(commands) == 5
    for command in commands:
        assert command in README, command


def test_the_workflow_tests_the_oldest_python_the_project_promises():
    requires = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["requires-python"]
    oldest = requires.removeprefix(">=")
    assert f"Python {oldest} or newer" in README
    assert re.search(rf'python: \["{re.escape(oldest)}", "3\.\d+"\]', WORKFLOW)
