import { getStoredStatus, type Status } from '../../lib/storage';

// status.chats: a list of {name: link template}; {address} is the server address and {key}
// the sk- token key (spec 002 §3).

export interface ChatLink {
  name: string;
  template: string;
}

export function chatLinks(status: Status | null = getStoredStatus()): ChatLink[] {
  const list = Array.isArray(status?.chats) ? status.chats : [];
  return list.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const [name, template] = Object.entries(entry)[0] ?? [];
    return typeof name === 'string' && typeof template === 'string' ? [{ name, template }] : [];
  });
}

export function serverAddress(status: Status | null = getStoredStatus()): string {
  const a = status?.server_address;
  return typeof a === 'string' && a ? a.replace(/\/+$/, '') : window.location.origin;
}

/** Fills a chat link template with the server address and the sk- key. */
export function fillChatLink(template: string, key: string, address = serverAddress()): string {
  const sk = key.startsWith('sk-') ? key : `sk-${key}`;
  return template.replaceAll('{address}', encodeURIComponent(address)).replaceAll('{key}', sk);
}
