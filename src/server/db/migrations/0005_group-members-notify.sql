-- Every change to a group's members is announced on the realtime bus, inside the changing
-- transaction, whatever made it (a join, a new group, an account deletion's cascade, a manual
-- delete): each server instance's hub keeps a cache of member sets and drops a group's set when
-- this arrives, in the bus's own order (see src/server/realtime/hub.ts).
CREATE FUNCTION "wellspring_notify_group_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('wellspring_events', json_build_object('type', 'members', 'groupId', NEW."group_id")::text);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM pg_notify('wellspring_events', json_build_object('type', 'members', 'groupId', OLD."group_id")::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "faith_group_members_notify" AFTER INSERT OR UPDATE OR DELETE ON "faith_group_members"
  FOR EACH ROW EXECUTE FUNCTION "wellspring_notify_group_members"();
