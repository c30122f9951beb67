import { z } from "zod";
import { BRIDGE_CHANNELS, type KioskConfig, type PrintResult } from "../shared/bridge";
import type { AppUrlMatcher } from "./navigation-guard";
import { serverUrlSchema, type SettingsStore } from "./settings-store";
import type { TokenStore } from "./token-store";

/** The parts of Electron's IpcMainInvokeEvent the handlers use. */
export interface InvokeEvent {
  senderFrame: { url: string } | null;
  sender: {
    print(options: { silent: boolean; printBackground: boolean }, callback: (success: boolean, failureReason: string) => void): void;
  };
}

/** The part of Electron's ipcMain used here. */
interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEvent, ...args: unknown[]) => unknown): void;
}

export interface BridgeHandlerDeps {
  ipcMain: IpcMainLike;
  settings: SettingsStore;
  tokens: TokenStore;
  /** Only frames showing the kiosk renderer may use the bridge. */
  isAppUrl: AppUrlMatcher;
  /** Applies the kiosk-mode setting to the open window right away. */
  onKioskModeChange?: (on: boolean) => void;
}

const staffTokenSchema = z.strictObject({
  token: z.string().min(1).max(8192),
  expiresAt: z.union([
    z.number().int().positive(),
    z.iso.datetime({ offset: true }).transform((value) => Date.parse(value)),
  ]),
});

const argsSchemas = {
  none: z.tuple([]),
  serverUrl: z.tuple([serverUrlSchema]),
  kioskMode: z.tuple([z.boolean()]),
  staffToken: z.tuple([staffTokenSchema]),
};

export function registerBridgeHandlers({ ipcMain, settings, tokens, isAppUrl, onKioskModeChange }: BridgeHandlerDeps): void {
  const handle = <S extends z.ZodType<unknown[]>>(
    channel: string,
    schema: S,
    run: (args: z.output<S>, event: InvokeEvent) => unknown,
  ) => {
    ipcMain.handle(channel, async (event, ...args) => {
      const frameUrl = event.senderFrame?.url;
      if (!frameUrl || !isAppUrl(frameUrl)) throw new Error(`${channel}: caller is not the kiosk app`);
      const parsed = schema.safeParse(args);
      if (!parsed.success) throw new Error(`${channel}: invalid arguments: ${z.prettifyError(parsed.error)}`);
      return run(parsed.data, event);
    });
  };

  handle(BRIDGE_CHANNELS.getConfig, argsSchemas.none, (): KioskConfig => settings.get());

  handle(BRIDGE_CHANNELS.setServerUrl, argsSchemas.serverUrl, ([serverUrl]) => settings.update({ serverUrl }));

  handle(BRIDGE_CHANNELS.setKioskMode, argsSchemas.kioskMode, async ([on]) => {
    const config = await settings.update({ kioskMode: on });
    onKioskModeChange?.(on);
    return config;
  });

  handle(BRIDGE_CHANNELS.getToken, argsSchemas.none, () => tokens.get());

  handle(BRIDGE_CHANNELS.setToken, argsSchemas.staffToken, ([{ token, expiresAt }]) => {
    tokens.set(token, expiresAt);
  });

  handle(BRIDGE_CHANNELS.clearToken, argsSchemas.none, () => {
    tokens.clear();
  });

  handle(
    BRIDGE_CHANNELS.printTicket,
    argsSchemas.none,
    (_args, event) =>
      new Promise<PrintResult>((resolve) => {
        event.sender.print({ silent: false, printBackground: true }, (printed, reason) =>
          resolve(printed ? { printed } : { printed, reason: reason || "Printing failed" }),
        );
      }),
  );
}
