"""The conversation's own data and language: typed dialogue state, task references and sentences."""
