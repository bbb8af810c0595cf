-- What an import's commit did, counted as it writes (the preview's counts stay what the
-- owner saw). A row that no longer passes at commit (the shop changed since the preview) is counted
-- as rejected here and joins the rejected-rows CSV.
ALTER TABLE "imports" ADD COLUMN "outcome" jsonb;
