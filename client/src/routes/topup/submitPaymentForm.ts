/** Posts the signed fields to the payment gateway in a new window (spec 002 §7 POST /api/user/pay). */
export function submitPaymentForm(url: string, params: Record<string, unknown>) {
  const form = document.createElement('form');
  form.action = url;
  form.method = 'POST';
  // Safari blocks a new window opened after an await; the original falls back to this window.
  const safari = /^((?!chrome|android).)*safari/i.test(navigator.userAgent);
  if (!safari) form.target = '_blank';
  for (const [name, value] of Object.entries(params)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = String(value ?? '');
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  document.body.removeChild(form);
}
