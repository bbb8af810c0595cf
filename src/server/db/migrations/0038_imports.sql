-- Reserved for issue 23's imports (filled in by that part).
SELECT 1;
