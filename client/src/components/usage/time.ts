/** Epoch seconds → "YYYY-MM-DD HH:mm:ss" in local time. */
export function formatTime(seconds: number): string {
  const d = new Date(seconds * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
