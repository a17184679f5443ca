"""python -m game.scenario FILES_OR_FOLDERS... : one line per scenario, exit 0 only if all passed."""

import sys

from game.scenario.runner import collect, run_file


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: python -m game.scenario FILE.toml|FOLDER [...]")
        return 2
    results = [run_file(f) for f in collect(argv)]
    for r in results:
        print(f"{'ok  ' if r.ok else 'FAIL'} {r.name}" + ("" if r.ok else f"  ({r.path})\n     {r.detail}"))
    failed = sum(not r.ok for r in results)
    print(f"{len(results) - failed} passed, {failed} failed")
    return 0 if results and not failed else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
