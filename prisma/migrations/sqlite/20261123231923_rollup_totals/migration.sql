-- CreateTable
CREATE TABLE "quota_model_hours" (
    "created_at" BIGINT NOT NULL,
    "model_name" TEXT NOT NULL,
    "token_used" BIGINT NOT NULL DEFAULT 0,
    "count" INTEGER NOT NULL DEFAULT 0,
    "quota" BIGINT NOT NULL DEFAULT 0,

    PRIMARY KEY ("created_at", "model_name")
);

-- CreateTable
CREATE TABLE "log_counts" (
    "type" INTEGER NOT NULL,
    "shard" INTEGER NOT NULL,
    "n" BIGINT NOT NULL DEFAULT 0,

    PRIMARY KEY ("type", "shard")
);

-- CreateIndex
CREATE INDEX "quota_data_username_created_at_idx" ON "quota_data"("username", "created_at");

-- CreateIndex
CREATE INDEX "quota_data_token_id_created_at_idx" ON "quota_data"("token_id", "created_at");

-- CreateIndex
CREATE INDEX "quota_data_channel_id_created_at_idx" ON "quota_data"("channel_id", "created_at");

-- Hand-written below: triggers keep quota_model_hours and log_counts equal to the sums of
-- quota_data and logs for every writer (relay ledger, addRollups, import, admin deletes).

-- quota_model_hours = quota_data summed per (created_at, model_name).
CREATE TRIGGER "quota_data_hours_insert" AFTER INSERT ON "quota_data" BEGIN
  INSERT INTO "quota_model_hours" ("created_at", "model_name", "token_used", "count", "quota")
  VALUES (NEW."created_at", NEW."model_name", NEW."token_used", NEW."count", NEW."quota")
  ON CONFLICT ("created_at", "model_name") DO UPDATE SET "token_used" = "token_used" + excluded."token_used", "count" = "count" + excluded."count", "quota" = "quota" + excluded."quota";
END;

CREATE TRIGGER "quota_data_hours_update" AFTER UPDATE ON "quota_data" BEGIN
  UPDATE "quota_model_hours" SET "token_used" = "token_used" - OLD."token_used", "count" = "count" - OLD."count", "quota" = "quota" - OLD."quota"
  WHERE "created_at" = OLD."created_at" AND "model_name" = OLD."model_name";
  INSERT INTO "quota_model_hours" ("created_at", "model_name", "token_used", "count", "quota")
  VALUES (NEW."created_at", NEW."model_name", NEW."token_used", NEW."count", NEW."quota")
  ON CONFLICT ("created_at", "model_name") DO UPDATE SET "token_used" = "token_used" + excluded."token_used", "count" = "count" + excluded."count", "quota" = "quota" + excluded."quota";
END;

CREATE TRIGGER "quota_data_hours_delete" AFTER DELETE ON "quota_data" BEGIN
  UPDATE "quota_model_hours" SET "token_used" = "token_used" - OLD."token_used", "count" = "count" - OLD."count", "quota" = "quota" - OLD."quota"
  WHERE "created_at" = OLD."created_at" AND "model_name" = OLD."model_name";
END;

-- log_counts: rows of logs per type (one writer at a time in SQLite: a single shard).
CREATE TRIGGER "logs_count_insert" AFTER INSERT ON "logs" BEGIN
  INSERT INTO "log_counts" ("type", "shard", "n") VALUES (NEW."type", 0, 1)
  ON CONFLICT ("type", "shard") DO UPDATE SET "n" = "n" + 1;
END;

CREATE TRIGGER "logs_count_delete" AFTER DELETE ON "logs" BEGIN
  UPDATE "log_counts" SET "n" = "n" - 1 WHERE "type" = OLD."type" AND "shard" = 0;
END;

CREATE TRIGGER "logs_count_update" AFTER UPDATE OF "type" ON "logs" WHEN OLD."type" <> NEW."type" BEGIN
  UPDATE "log_counts" SET "n" = "n" - 1 WHERE "type" = OLD."type" AND "shard" = 0;
  INSERT INTO "log_counts" ("type", "shard", "n") VALUES (NEW."type", 0, 1)
  ON CONFLICT ("type", "shard") DO UPDATE SET "n" = "n" + 1;
END;

-- Existing rows.
INSERT INTO "quota_model_hours" ("created_at", "model_name", "token_used", "count", "quota")
SELECT "created_at", "model_name", SUM("token_used"), SUM("count"), SUM("quota") FROM "quota_data" GROUP BY "created_at", "model_name";

INSERT INTO "log_counts" ("type", "shard", "n") SELECT "type", 0, COUNT(*) FROM "logs" GROUP BY "type";
