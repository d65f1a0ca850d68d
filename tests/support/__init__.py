"""Helpers the tests share (no tests here): a test module never imports another one."""
