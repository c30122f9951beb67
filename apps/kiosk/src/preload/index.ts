import { contextBridge, ipcRenderer } from "electron";
import { BRIDGE_CHANNELS, type KioskBridge } from "../shared/bridge";

// Only these typed async functions cross into the page; ipcRenderer itself never does.
const bridge: KioskBridge = {
  getConfig: () => ipcRenderer.invoke(BRIDGE_CHANNELS.getConfig),
  setServerUrl: (url) => ipcRenderer.invoke(BRIDGE_CHANNELS.setServerUrl, url),
  setKioskMode: (on) => ipcRenderer.invoke(BRIDGE_CHANNELS.setKioskMode, on),
  getToken: () => ipcRenderer.invoke(BRIDGE_CHANNELS.getToken),
  setToken: (token) => ipcRenderer.invoke(BRIDGE_CHANNELS.setToken, token),
  clearToken: () => ipcRenderer.invoke(BRIDGE_CHANNELS.clearToken),
  printTicket: () => ipcRenderer.invoke(BRIDGE_CHANNELS.printTicket),
};

contextBridge.exposeInMainWorld("kiosk", bridge);
