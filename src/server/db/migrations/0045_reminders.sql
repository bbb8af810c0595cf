-- Placeholder: replaced by the migration's author before it lands.
SELECT 1;
