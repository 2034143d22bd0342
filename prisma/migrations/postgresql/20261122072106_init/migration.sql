-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "password" TEXT NOT NULL,
    "display_name" TEXT NOT NULL DEFAULT '',
    "role" INTEGER NOT NULL DEFAULT 1,
    "status" INTEGER NOT NULL DEFAULT 1,
    "email" TEXT NOT NULL DEFAULT '',
    "github_id" TEXT NOT NULL DEFAULT '',
    "oidc_id" TEXT NOT NULL DEFAULT '',
    "wechat_id" TEXT NOT NULL DEFAULT '',
    "telegram_id" TEXT NOT NULL DEFAULT '',
    "linux_do_id" TEXT NOT NULL DEFAULT '',
    "access_token" TEXT,
    "quota" BIGINT NOT NULL DEFAULT 0,
    "used_quota" BIGINT NOT NULL DEFAULT 0,
    "request_count" INTEGER NOT NULL DEFAULT 0,
    "group" TEXT NOT NULL DEFAULT 'default',
    "aff_code" TEXT,
    "aff_count" INTEGER NOT NULL DEFAULT 0,
    "aff_quota" BIGINT NOT NULL DEFAULT 0,
    "aff_history" BIGINT NOT NULL DEFAULT 0,
    "inviter_id" INTEGER NOT NULL DEFAULT 0,
    "deleted_at" TIMESTAMP(3),
    "setting" TEXT NOT NULL DEFAULT '',
    "remark" TEXT NOT NULL DEFAULT '',
    "created_at" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tokens" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "name" TEXT NOT NULL DEFAULT '',
    "created_time" BIGINT NOT NULL DEFAULT 0,
    "accessed_time" BIGINT NOT NULL DEFAULT 0,
    "expired_time" BIGINT NOT NULL DEFAULT -1,
    "remain_quota" BIGINT NOT NULL DEFAULT 0,
    "unlimited_quota" BOOLEAN NOT NULL DEFAULT false,
    "model_limits_enabled" BOOLEAN NOT NULL DEFAULT false,
    "model_limits" TEXT NOT NULL DEFAULT '',
    "allow_ips" TEXT DEFAULT '',
    "used_quota" BIGINT NOT NULL DEFAULT 0,
    "group" TEXT NOT NULL DEFAULT '',
    "rpm_limit" INTEGER NOT NULL DEFAULT 0,
    "tpm_limit" INTEGER NOT NULL DEFAULT 0,
    "deleted_at" TIMESTAMP(3),

    CONSTRAINT "tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "channels" (
    "id" SERIAL NOT NULL,
    "type" INTEGER NOT NULL DEFAULT 0,
    "key" TEXT NOT NULL,
    "openai_organization" TEXT,
    "test_model" TEXT,
    "status" INTEGER NOT NULL DEFAULT 1,
    "name" TEXT NOT NULL DEFAULT '',
    "weight" INTEGER NOT NULL DEFAULT 0,
    "created_time" BIGINT NOT NULL DEFAULT 0,
    "test_time" BIGINT NOT NULL DEFAULT 0,
    "response_time" INTEGER NOT NULL DEFAULT 0,
    "base_url" TEXT DEFAULT '',
    "other" TEXT NOT NULL DEFAULT '',
    "balance" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "balance_updated_time" BIGINT NOT NULL DEFAULT 0,
    "models" TEXT NOT NULL DEFAULT '',
    "group" TEXT NOT NULL DEFAULT 'default',
    "used_quota" BIGINT NOT NULL DEFAULT 0,
    "model_mapping" TEXT DEFAULT '',
    "status_code_mapping" TEXT DEFAULT '',
    "priority" BIGINT NOT NULL DEFAULT 0,
    "auto_ban" INTEGER NOT NULL DEFAULT 1,
    "other_info" TEXT NOT NULL DEFAULT '',
    "tag" TEXT,
    "setting" TEXT DEFAULT '',
    "param_override" TEXT DEFAULT '',
    "channel_info" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "channels_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "abilities" (
    "group" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "channel_id" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "priority" BIGINT NOT NULL DEFAULT 0,
    "weight" INTEGER NOT NULL DEFAULT 0,
    "tag" TEXT,

    CONSTRAINT "abilities_pkey" PRIMARY KEY ("group","model","channel_id")
);

-- CreateTable
CREATE TABLE "logs" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL DEFAULT 0,
    "created_at" BIGINT NOT NULL DEFAULT 0,
    "type" INTEGER NOT NULL DEFAULT 0,
    "content" TEXT NOT NULL DEFAULT '',
    "username" TEXT NOT NULL DEFAULT '',
    "token_name" TEXT NOT NULL DEFAULT '',
    "model_name" TEXT NOT NULL DEFAULT '',
    "quota" BIGINT NOT NULL DEFAULT 0,
    "prompt_tokens" INTEGER NOT NULL DEFAULT 0,
    "completion_tokens" INTEGER NOT NULL DEFAULT 0,
    "use_time" INTEGER NOT NULL DEFAULT 0,
    "is_stream" BOOLEAN NOT NULL DEFAULT false,
    "channel_id" INTEGER NOT NULL DEFAULT 0,
    "token_id" INTEGER NOT NULL DEFAULT 0,
    "group" TEXT NOT NULL DEFAULT '',
    "ip" TEXT NOT NULL DEFAULT '',
    "other" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "options" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "options_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "redemptions" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL DEFAULT 0,
    "key" TEXT NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "name" TEXT NOT NULL DEFAULT '',
    "quota" BIGINT NOT NULL DEFAULT 100,
    "created_time" BIGINT NOT NULL DEFAULT 0,
    "redeemed_time" BIGINT NOT NULL DEFAULT 0,
    "used_user_id" INTEGER NOT NULL DEFAULT 0,
    "expired_time" BIGINT NOT NULL DEFAULT 0,
    "deleted_at" TIMESTAMP(3),

    CONSTRAINT "redemptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "top_ups" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "amount" BIGINT NOT NULL DEFAULT 0,
    "money" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "trade_no" TEXT NOT NULL,
    "create_time" BIGINT NOT NULL DEFAULT 0,
    "complete_time" BIGINT NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'pending',

    CONSTRAINT "top_ups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "midjourneys" (
    "id" SERIAL NOT NULL,
    "code" INTEGER NOT NULL DEFAULT 0,
    "user_id" INTEGER NOT NULL DEFAULT 0,
    "action" TEXT NOT NULL DEFAULT '',
    "mj_id" TEXT NOT NULL DEFAULT '',
    "prompt" TEXT NOT NULL DEFAULT '',
    "prompt_en" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL DEFAULT '',
    "submit_time" BIGINT NOT NULL DEFAULT 0,
    "start_time" BIGINT NOT NULL DEFAULT 0,
    "finish_time" BIGINT NOT NULL DEFAULT 0,
    "image_url" TEXT NOT NULL DEFAULT '',
    "video_url" TEXT NOT NULL DEFAULT '',
    "video_urls" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT '',
    "progress" TEXT NOT NULL DEFAULT '',
    "fail_reason" TEXT NOT NULL DEFAULT '',
    "channel_id" INTEGER NOT NULL DEFAULT 0,
    "quota" BIGINT NOT NULL DEFAULT 0,
    "buttons" TEXT NOT NULL DEFAULT '',
    "properties" TEXT NOT NULL DEFAULT '',
    "token_id" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "midjourneys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tasks" (
    "id" SERIAL NOT NULL,
    "created_at" BIGINT NOT NULL DEFAULT 0,
    "updated_at" BIGINT NOT NULL DEFAULT 0,
    "task_id" TEXT NOT NULL DEFAULT '',
    "platform" TEXT NOT NULL DEFAULT '',
    "user_id" INTEGER NOT NULL DEFAULT 0,
    "channel_id" INTEGER NOT NULL DEFAULT 0,
    "quota" BIGINT NOT NULL DEFAULT 0,
    "action" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT '',
    "fail_reason" TEXT NOT NULL DEFAULT '',
    "submit_time" BIGINT NOT NULL DEFAULT 0,
    "start_time" BIGINT NOT NULL DEFAULT 0,
    "finish_time" BIGINT NOT NULL DEFAULT 0,
    "progress" TEXT NOT NULL DEFAULT '',
    "properties" TEXT NOT NULL DEFAULT '',
    "data" TEXT NOT NULL DEFAULT '',
    "token_id" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "tasks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "setups" (
    "id" SERIAL NOT NULL,
    "version" TEXT NOT NULL DEFAULT '',
    "initialized_at" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "setups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quota_data" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL DEFAULT 0,
    "username" TEXT NOT NULL DEFAULT '',
    "model_name" TEXT NOT NULL DEFAULT '',
    "token_id" INTEGER NOT NULL DEFAULT 0,
    "channel_id" INTEGER NOT NULL DEFAULT 0,
    "created_at" BIGINT NOT NULL DEFAULT 0,
    "token_used" BIGINT NOT NULL DEFAULT 0,
    "count" INTEGER NOT NULL DEFAULT 0,
    "quota" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "quota_data_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pending_charges" (
    "id" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_id" INTEGER NOT NULL DEFAULT 0,
    "quota" BIGINT NOT NULL DEFAULT 0,
    "created_at" BIGINT NOT NULL DEFAULT 0,
    "instance" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "pending_charges_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key" ON "users"("username");

-- CreateIndex
CREATE UNIQUE INDEX "users_access_token_key" ON "users"("access_token");

-- CreateIndex
CREATE UNIQUE INDEX "users_aff_code_key" ON "users"("aff_code");

-- CreateIndex
CREATE INDEX "users_display_name_idx" ON "users"("display_name");

-- CreateIndex
CREATE INDEX "users_email_idx" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_github_id_idx" ON "users"("github_id");

-- CreateIndex
CREATE INDEX "users_oidc_id_idx" ON "users"("oidc_id");

-- CreateIndex
CREATE INDEX "users_wechat_id_idx" ON "users"("wechat_id");

-- CreateIndex
CREATE INDEX "users_telegram_id_idx" ON "users"("telegram_id");

-- CreateIndex
CREATE INDEX "users_linux_do_id_idx" ON "users"("linux_do_id");

-- CreateIndex
CREATE INDEX "users_inviter_id_idx" ON "users"("inviter_id");

-- CreateIndex
CREATE INDEX "users_deleted_at_idx" ON "users"("deleted_at");

-- CreateIndex
CREATE INDEX "users_group_idx" ON "users"("group");

-- CreateIndex
CREATE UNIQUE INDEX "tokens_key_key" ON "tokens"("key");

-- CreateIndex
CREATE INDEX "tokens_user_id_id_idx" ON "tokens"("user_id", "id");

-- CreateIndex
CREATE INDEX "tokens_name_idx" ON "tokens"("name");

-- CreateIndex
CREATE INDEX "tokens_deleted_at_idx" ON "tokens"("deleted_at");

-- CreateIndex
CREATE INDEX "channels_name_idx" ON "channels"("name");

-- CreateIndex
CREATE INDEX "channels_tag_idx" ON "channels"("tag");

-- CreateIndex
CREATE INDEX "channels_status_idx" ON "channels"("status");

-- CreateIndex
CREATE INDEX "channels_priority_idx" ON "channels"("priority");

-- CreateIndex
CREATE INDEX "abilities_channel_id_idx" ON "abilities"("channel_id");

-- CreateIndex
CREATE INDEX "abilities_priority_idx" ON "abilities"("priority");

-- CreateIndex
CREATE INDEX "abilities_weight_idx" ON "abilities"("weight");

-- CreateIndex
CREATE INDEX "abilities_tag_idx" ON "abilities"("tag");

-- CreateIndex
CREATE INDEX "idx_created_at_id" ON "logs"("created_at", "id");

-- CreateIndex
CREATE INDEX "idx_created_at_type" ON "logs"("created_at", "type");

-- CreateIndex
CREATE INDEX "index_username_model_name" ON "logs"("model_name", "username");

-- CreateIndex
CREATE INDEX "logs_user_id_created_at_idx" ON "logs"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "logs_username_created_at_idx" ON "logs"("username", "created_at");

-- CreateIndex
CREATE INDEX "logs_token_name_created_at_idx" ON "logs"("token_name", "created_at");

-- CreateIndex
CREATE INDEX "logs_model_name_created_at_idx" ON "logs"("model_name", "created_at");

-- CreateIndex
CREATE INDEX "logs_channel_id_created_at_idx" ON "logs"("channel_id", "created_at");

-- CreateIndex
CREATE INDEX "logs_token_id_idx" ON "logs"("token_id");

-- CreateIndex
CREATE INDEX "logs_group_created_at_idx" ON "logs"("group", "created_at");

-- CreateIndex
CREATE INDEX "logs_ip_idx" ON "logs"("ip");

-- CreateIndex
CREATE UNIQUE INDEX "redemptions_key_key" ON "redemptions"("key");

-- CreateIndex
CREATE INDEX "redemptions_name_idx" ON "redemptions"("name");

-- CreateIndex
CREATE INDEX "redemptions_deleted_at_idx" ON "redemptions"("deleted_at");

-- CreateIndex
CREATE UNIQUE INDEX "top_ups_trade_no_key" ON "top_ups"("trade_no");

-- CreateIndex
CREATE INDEX "top_ups_user_id_idx" ON "top_ups"("user_id");

-- CreateIndex
CREATE INDEX "midjourneys_user_id_id_idx" ON "midjourneys"("user_id", "id");

-- CreateIndex
CREATE INDEX "midjourneys_action_idx" ON "midjourneys"("action");

-- CreateIndex
CREATE INDEX "midjourneys_mj_id_idx" ON "midjourneys"("mj_id");

-- CreateIndex
CREATE INDEX "midjourneys_submit_time_idx" ON "midjourneys"("submit_time");

-- CreateIndex
CREATE INDEX "midjourneys_start_time_idx" ON "midjourneys"("start_time");

-- CreateIndex
CREATE INDEX "midjourneys_finish_time_idx" ON "midjourneys"("finish_time");

-- CreateIndex
CREATE INDEX "midjourneys_status_idx" ON "midjourneys"("status");

-- CreateIndex
CREATE INDEX "midjourneys_progress_idx" ON "midjourneys"("progress");

-- CreateIndex
CREATE INDEX "midjourneys_channel_id_idx" ON "midjourneys"("channel_id");

-- CreateIndex
CREATE INDEX "tasks_created_at_idx" ON "tasks"("created_at");

-- CreateIndex
CREATE INDEX "tasks_task_id_idx" ON "tasks"("task_id");

-- CreateIndex
CREATE INDEX "tasks_platform_idx" ON "tasks"("platform");

-- CreateIndex
CREATE INDEX "tasks_user_id_id_idx" ON "tasks"("user_id", "id");

-- CreateIndex
CREATE INDEX "tasks_channel_id_idx" ON "tasks"("channel_id");

-- CreateIndex
CREATE INDEX "tasks_action_idx" ON "tasks"("action");

-- CreateIndex
CREATE INDEX "tasks_status_idx" ON "tasks"("status");

-- CreateIndex
CREATE INDEX "tasks_submit_time_idx" ON "tasks"("submit_time");

-- CreateIndex
CREATE INDEX "tasks_start_time_idx" ON "tasks"("start_time");

-- CreateIndex
CREATE INDEX "tasks_finish_time_idx" ON "tasks"("finish_time");

-- CreateIndex
CREATE INDEX "tasks_progress_idx" ON "tasks"("progress");

-- CreateIndex
CREATE INDEX "quota_data_model_name_username_idx" ON "quota_data"("model_name", "username");

-- CreateIndex
CREATE INDEX "quota_data_user_id_created_at_idx" ON "quota_data"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "quota_data_created_at_idx" ON "quota_data"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "uniq_quota_data_bucket" ON "quota_data"("created_at", "user_id", "model_name", "token_id", "channel_id");

-- CreateIndex
CREATE INDEX "pending_charges_instance_idx" ON "pending_charges"("instance");

-- AddForeignKey
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "abilities" ADD CONSTRAINT "abilities_channel_id_fkey" FOREIGN KEY ("channel_id") REFERENCES "channels"("id") ON DELETE CASCADE ON UPDATE CASCADE;
