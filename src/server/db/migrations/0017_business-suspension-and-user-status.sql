-- Reserved slot: replaced by its feature's migration (or kept as a no-op).
SELECT 1;
