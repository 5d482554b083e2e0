/** Passkeys through @simplewebauthn/browser, with the browser's refusals put in plain words. */
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { api } from "./client";

export const passkeysSupported = () => browserSupportsWebAuthn();

export class PasskeyError extends Error {}

function explain(error: unknown, action: "sign in" | "add"): never {
  const name = error instanceof WebAuthnError ? error.code : error instanceof Error ? error.name : "";
  const raw = error instanceof Error ? error.name : "";
  if (raw === "NotAllowedError" || name === "ERROR_CEREMONY_ABORTED") {
    throw new PasskeyError(
      action === "add"
        ? "No passkey was added: the request was cancelled or timed out."
        : "Passkey sign-in was cancelled or timed out. Try again, or use your password.",
    );
  }
  if (name === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || raw === "InvalidStateError") {
    throw new PasskeyError("This device already holds a passkey for your account.");
  }
  if (raw === "SecurityError")
    throw new PasskeyError(
      "The browser refused passkeys on this address. Passkeys need the workspace's real address over HTTPS (or localhost).",
    );
  throw error instanceof Error ? error : new PasskeyError("The passkey did not work. Try again.");
}

export async function signInWithPasskey() {
  const { challengeId, options } = await api.passkeySignInOptions();
  let response: unknown;
  try {
    response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  } catch (error) {
    explain(error, "sign in");
  }
  return api.passkeySignInVerify(challengeId, response);
}

export async function addPasskey(name?: string) {
  const { challengeId, options } = await api.passkeyRegisterOptions();
  let response: unknown;
  try {
    response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  } catch (error) {
    explain(error, "add");
  }
  return api.passkeyRegister(challengeId, response, name);
}
