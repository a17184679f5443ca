"""The window's words: string tables per language (en.py, es.py) and the rules texts (rules.py)."""
