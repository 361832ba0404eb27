-- Issue #16: collect groups and collects are synced entities (insGroup.upsert, insGroup.delete,
-- insCollect.set ops). This has to run after 150_fabric, which re-lists the entities of
-- sync_changes; a migration numbered in 131–139 would be undone by it on a new database.
ALTER TABLE sync_changes DROP CONSTRAINT sync_changes_entity_check;
ALTER TABLE sync_changes ADD CONSTRAINT sync_changes_entity_check
  CHECK (entity IN ('favourite', 'follow', 'palette', 'paletteFolder', 'history', 'fabricFavourite', 'fabricView', 'insGroup', 'insCollect'));
