import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { GROUP_DESCRIPTION_MAX_LENGTH, GROUP_MESSAGES, GROUP_NAME_MAX_LENGTH, isGroupCode, normaliseGroupCodeInput } from "@core/groups";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { Field } from "../../components/ui/Field";
import { ApiError } from "../../lib/api";
import { useCreateGroup, useJoinGroup } from "./api";

const textareaClasses = "w-full rounded-md border border-border-strong bg-surface px-3 py-2 text-base text-fg placeholder:text-muted";

export function CreateGroupDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const create = useCreateGroup();
  const descriptionId = useId();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setName("");
      setDescription("");
      setNameError(null);
      create.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!name.trim()) {
      setNameError(GROUP_MESSAGES.nameRequired);
      return;
    }
    setNameError(null);
    create.mutate(
      { name: name.trim(), description: description.trim() },
      {
        onSuccess: (group) => {
          close(false);
          navigate(`/groups/${group.id}`);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close} title="Create Faith Community" description="Start a group and invite others with its code.">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          label="Group Name"
          name="name"
          value={name}
          maxLength={GROUP_NAME_MAX_LENGTH}
          required
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          errors={nameError ? [nameError] : []}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={descriptionId} className="text-sm font-semibold text-fg">
            Description
          </label>
          <textarea
            id={descriptionId}
            name="description"
            rows={3}
            maxLength={GROUP_DESCRIPTION_MAX_LENGTH}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            className={textareaClasses}
          />
        </div>
        {create.isError ? <Alert tone="error">{GROUP_MESSAGES.createFailed}</Alert> : null}
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create Group"}
        </Button>
      </form>
    </Dialog>
  );
}

function joinErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400 || error.status === 404) return GROUP_MESSAGES.invalidCode;
    if (error.status === 409) return GROUP_MESSAGES.alreadyMember;
    if (error.status === 429) return error.message;
  }
  return GROUP_MESSAGES.joinFailed;
}

export function JoinGroupDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const join = useJoinGroup();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setCode("");
      setError(null);
      join.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (join.isPending) return;
    if (!isGroupCode(code)) {
      setError(GROUP_MESSAGES.invalidCode);
      return;
    }
    setError(null);
    join.mutate(code, {
      onSuccess: (group) => {
        close(false);
        navigate(`/groups/${group.id}`);
      },
      onError: (failure) => setError(joinErrorMessage(failure)),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Join Faith Community"
      description="Enter the 6-character code the group's owner shared with you."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          label="Group Code"
          name="code"
          value={code}
          maxLength={6}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="[&_input]:font-mono [&_input]:tracking-[0.3em] [&_input]:uppercase"
          onChange={(event) => setCode(normaliseGroupCodeInput(event.target.value))}
          errors={error ? [error] : []}
        />
        <Button type="submit" disabled={join.isPending}>
          {join.isPending ? "Joining…" : "Join Group"}
        </Button>
      </form>
    </Dialog>
  );
}
