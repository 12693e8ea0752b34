import { useEffect, useState, type FormEvent } from "react";
import { ShieldCheck } from "lucide-react";
import { ACCOUNT_MESSAGES } from "@core/account-messages";
import { authClient, useSession } from "../../../lib/auth-client";
import { Alert } from "../../../components/ui/Alert";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { PasswordField } from "../../../components/ui/PasswordField";
import { useDisableTwoFactor } from "../api";
import { authErrorMessage } from "./auth-error";
import { SecurityPart } from "./SecuritySection";

type Stage =
  | { kind: "idle" }
  | { kind: "password" }
  | { kind: "scan"; uri: string; backupCodes: string[] }
  | { kind: "backup-codes"; backupCodes: string[] }
  | { kind: "disable" };

const isCode = (value: string) => /^\d{6}$/.test(value.trim());

/** The base32 key inside an otpauth:// URI, grouped in fours for typing into an app by hand. */
function manualKey(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

function QrImage({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    // Drawn in the browser: the secret never goes to a QR service.
    import("qrcode")
      .then((QRCode) => QRCode.toDataURL(uri, { margin: 1, width: 200, errorCorrectionLevel: "M" }))
      .then((url) => !cancelled && setSrc(url))
      .catch((error) => console.warn("Could not draw the QR code", error));
    return () => {
      cancelled = true;
    };
  }, [uri]);
  return src ? (
    <img
      src={src}
      width={200}
      height={200}
      alt="QR code to add Wellspring to your authenticator app"
      className="rounded-md border border-border bg-white p-2"
    />
  ) : (
    <div className="size-[200px] rounded-md border border-border bg-surface-2" aria-hidden="true" />
  );
}

export function TwoFactor() {
  const { data: session, refetch } = useSession();
  const enabled = Boolean((session?.user as { twoFactorEnabled?: boolean | null } | undefined)?.twoFactorEnabled);
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [useCode, setUseCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const disableTwoFactor = useDisableTwoFactor();

  const reset = (next: Stage) => {
    setStage(next);
    setPassword("");
    setCode("");
    setError(null);
  };

  /** One step of the flow: busy while it runs, and its failure shown in the same error line. */
  async function attempt(step: () => Promise<void>, describeFailure: (cause: unknown) => string = authErrorMessage) {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (cause) {
      setError(describeFailure(cause));
    } finally {
      setBusy(false);
    }
  }

  async function start(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError(ACCOUNT_MESSAGES.passwordRequired);
    await attempt(async () => {
      const { data, error: authError } = await authClient.twoFactor.enable({ password });
      if (authError || !data || !("totpURI" in data) || !data.totpURI) return setError(authErrorMessage(authError));
      reset({ kind: "scan", uri: data.totpURI, backupCodes: data.backupCodes ?? [] });
    });
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (stage.kind !== "scan") return;
    if (!isCode(code)) return setError(ACCOUNT_MESSAGES.codeFormat);
    await attempt(async () => {
      const { error: authError } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
      if (authError) return setError(authErrorMessage(authError));
      reset({ kind: "backup-codes", backupCodes: stage.backupCodes });
      await refetch();
    });
  }

  async function turnOff(event: FormEvent) {
    event.preventDefault();
    if (useCode ? !isCode(code) : !password) return setError(useCode ? ACCOUNT_MESSAGES.codeFormat : ACCOUNT_MESSAGES.passwordRequired);
    await attempt(
      async () => {
        await disableTwoFactor.mutateAsync(useCode ? { code: code.trim() } : { password });
        reset({ kind: "idle" });
        setNotice(ACCOUNT_MESSAGES.twoFactorDisabled);
        await refetch();
      },
      (cause) => (cause instanceof Error ? cause.message : ACCOUNT_MESSAGES.wrongPassword),
    );
  }

  const errorAlert = error ? <Alert tone="error">{error}</Alert> : null;

  return (
    <SecurityPart
      id="security-two-factor"
      title="Two-factor authentication"
      lead="Sign in with your password and a code from an authenticator app, so a stolen password alone is not enough."
    >
      {stage.kind === "idle" ? (
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-sm font-semibold text-fg">
            <ShieldCheck aria-hidden="true" className={enabled ? "size-5 text-success" : "size-5 text-muted"} />
            {enabled ? ACCOUNT_MESSAGES.twoFactorEnabled : "Two-factor authentication is off."}
          </p>
          {notice ? <Alert tone="success">{notice}</Alert> : null}
          <div>
            {enabled ? (
              <Button variant="secondary" onClick={() => (setNotice(null), reset({ kind: "disable" }))}>
                Turn Off Two-Factor
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => (setNotice(null), reset({ kind: "password" }))}>
                Set Up Two-Factor
              </Button>
            )}
          </div>
        </div>
      ) : null}

      {stage.kind === "password" ? (
        <form onSubmit={start} noValidate className="flex flex-col gap-4" aria-label="Confirm your password to set up two-factor">
          <PasswordField label="Current password" purpose="current" value={password} onChange={(e) => setPassword(e.target.value)} />
          {errorAlert}
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              Continue
            </Button>
            <Button variant="ghost" onClick={() => reset({ kind: "idle" })}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}

      {stage.kind === "scan" ? (
        <form onSubmit={confirm} noValidate className="flex flex-col gap-4" aria-label="Add Wellspring to your authenticator app">
          <ol className="list-decimal space-y-1 pl-5 text-sm text-fg">
            <li>Scan this QR code with your authenticator app, or type in the key below.</li>
            <li>Enter the 6-digit code the app shows for Wellspring.</li>
          </ol>
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
            <QrImage uri={stage.uri} />
            <div className="min-w-0">
              <p className="text-xs font-semibold text-muted">Key</p>
              <code data-testid="totp-key" className="block break-all font-mono text-sm text-fg">
                {manualKey(stage.uri)}
              </code>
              <a href={stage.uri} className="mt-2 inline-block text-sm" data-testid="totp-uri">
                Open in an authenticator app on this device
              </a>
            </div>
          </div>
          <Field
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {errorAlert}
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              Verify and Turn On
            </Button>
            <Button variant="ghost" onClick={() => reset({ kind: "idle" })}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}

      {stage.kind === "backup-codes" ? (
        <div className="flex flex-col gap-3">
          <Alert tone="success">{ACCOUNT_MESSAGES.twoFactorEnabled}</Alert>
          <p className="text-sm text-fg">
            <strong>Save these backup codes now; they are shown only once.</strong> Each one signs you in once if you lose your phone.
          </p>
          <ul
            aria-label="Backup codes"
            className="grid grid-cols-2 gap-2 rounded-md border border-border bg-bg p-3 font-mono text-sm text-fg sm:grid-cols-3"
          >
            {stage.backupCodes.map((backupCode) => (
              <li key={backupCode}>{backupCode}</li>
            ))}
          </ul>
          <div>
            <Button onClick={() => reset({ kind: "idle" })}>I Have Saved My Codes</Button>
          </div>
        </div>
      ) : null}

      {stage.kind === "disable" ? (
        <form onSubmit={turnOff} noValidate className="flex flex-col gap-4" aria-label="Turn off two-factor">
          {useCode ? (
            <Field
              label="Authentication code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          ) : (
            <PasswordField label="Current password" purpose="current" value={password} onChange={(e) => setPassword(e.target.value)} />
          )}
          <div>
            <Button variant="quiet" size="sm" onClick={() => (setUseCode(!useCode), setError(null))}>
              {useCode ? "Use my password instead" : "Use an authenticator code instead"}
            </Button>
          </div>
          {errorAlert}
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              Turn Off
            </Button>
            <Button variant="ghost" onClick={() => reset({ kind: "idle" })}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </SecurityPart>
  );
}
