-- Uploaded bytes move out of the database into the upload store (files under DATA_DIR/uploads by default);
-- the row keeps the metadata the ownership checks read. Rows stored before keep their bytes and are served from them.
alter table uploads alter column bytes drop not null;
