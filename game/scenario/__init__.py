"""Scenario files: set a table up exactly, script the decisions, check the outcome (see docs/scenarios.md)."""
