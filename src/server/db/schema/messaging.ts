// Issue 24: filled by its feature (see the migration of the same name).
export {};
