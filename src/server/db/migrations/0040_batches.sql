-- Reserved for issue 23's batches (filled in by that part).
SELECT 1;
