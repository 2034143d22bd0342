-- CreateTable
CREATE TABLE "quota_model_hours" (
    "created_at" BIGINT NOT NULL,
    "model_name" TEXT NOT NULL,
    "token_used" BIGINT NOT NULL DEFAULT 0,
    "count" INTEGER NOT NULL DEFAULT 0,
    "quota" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "quota_model_hours_pkey" PRIMARY KEY ("created_at","model_name")
);

-- CreateTable
CREATE TABLE "log_counts" (
    "type" INTEGER NOT NULL,
    "shard" INTEGER NOT NULL,
    "n" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "log_counts_pkey" PRIMARY KEY ("type","shard")
);

-- CreateIndex
CREATE INDEX "quota_data_username_created_at_idx" ON "quota_data"("username", "created_at");

-- CreateIndex
CREATE INDEX "quota_data_token_id_created_at_idx" ON "quota_data"("token_id", "created_at");

-- CreateIndex
CREATE INDEX "quota_data_channel_id_created_at_idx" ON "quota_data"("channel_id", "created_at");

-- Hand-written below: triggers keep quota_model_hours and log_counts equal to the sums of
-- quota_data and logs for every writer (relay ledger, addRollups, import, admin deletes).
-- Statement-level with transition tables: one grouped upsert per statement, in key order so
-- concurrent batches lock rows in the same order.

-- quota_model_hours = quota_data summed per (created_at, model_name).
CREATE FUNCTION "quota_model_hours_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO quota_model_hours (created_at, model_name, token_used, count, quota)
    SELECT created_at, model_name, SUM(token_used), SUM(count), SUM(quota) FROM new_rows
    GROUP BY created_at, model_name ORDER BY created_at, model_name
    ON CONFLICT (created_at, model_name) DO UPDATE SET token_used = quota_model_hours.token_used + excluded.token_used, count = quota_model_hours.count + excluded.count, quota = quota_model_hours.quota + excluded.quota;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO quota_model_hours (created_at, model_name, token_used, count, quota)
    SELECT created_at, model_name, SUM(token_used), SUM(count), SUM(quota) FROM (
      SELECT created_at, model_name, token_used, count, quota FROM new_rows
      UNION ALL SELECT created_at, model_name, -token_used, -count, -quota FROM old_rows
    ) d GROUP BY created_at, model_name ORDER BY created_at, model_name
    ON CONFLICT (created_at, model_name) DO UPDATE SET token_used = quota_model_hours.token_used + excluded.token_used, count = quota_model_hours.count + excluded.count, quota = quota_model_hours.quota + excluded.quota;
  ELSE
    UPDATE quota_model_hours h SET token_used = h.token_used - d.token_used, count = h.count - d.count, quota = h.quota - d.quota
    FROM (SELECT created_at, model_name, SUM(token_used) AS token_used, SUM(count) AS count, SUM(quota) AS quota FROM old_rows GROUP BY created_at, model_name) d
    WHERE h.created_at = d.created_at AND h.model_name = d.model_name;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "quota_data_hours_insert" AFTER INSERT ON "quota_data" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "quota_model_hours_apply"();
CREATE TRIGGER "quota_data_hours_update" AFTER UPDATE ON "quota_data" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "quota_model_hours_apply"();
CREATE TRIGGER "quota_data_hours_delete" AFTER DELETE ON "quota_data" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "quota_model_hours_apply"();

-- log_counts: rows of logs per type; each connection adds to shard pid % 8.
CREATE FUNCTION "log_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO log_counts (type, shard, n) SELECT type, pg_backend_pid() % 8, COUNT(*) FROM new_rows GROUP BY type ORDER BY type
    ON CONFLICT (type, shard) DO UPDATE SET n = log_counts.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO log_counts (type, shard, n) SELECT type, pg_backend_pid() % 8, SUM(d) FROM (
      SELECT type, 1 AS d FROM new_rows UNION ALL SELECT type, -1 FROM old_rows
    ) x GROUP BY type HAVING SUM(d) <> 0 ORDER BY type
    ON CONFLICT (type, shard) DO UPDATE SET n = log_counts.n + excluded.n;
  ELSE
    INSERT INTO log_counts (type, shard, n) SELECT type, pg_backend_pid() % 8, -COUNT(*) FROM old_rows GROUP BY type ORDER BY type
    ON CONFLICT (type, shard) DO UPDATE SET n = log_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "logs_count_insert" AFTER INSERT ON "logs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_counts_apply"();
CREATE TRIGGER "logs_count_update" AFTER UPDATE ON "logs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_counts_apply"();
CREATE TRIGGER "logs_count_delete" AFTER DELETE ON "logs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_counts_apply"();

-- Existing rows (the triggers above already hold the table locks, so no write slips between).
INSERT INTO "quota_model_hours" ("created_at", "model_name", "token_used", "count", "quota")
SELECT "created_at", "model_name", SUM("token_used"), SUM("count"), SUM("quota") FROM "quota_data" GROUP BY "created_at", "model_name";

INSERT INTO "log_counts" ("type", "shard", "n") SELECT "type", 0, COUNT(*) FROM "logs" GROUP BY "type";
