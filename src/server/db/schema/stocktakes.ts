// Issue 23: this part's tables (filled in by the part; migration 0039).
export {};
