-- Reserved for issue 23's stocktakes (filled in by that part).
SELECT 1;
