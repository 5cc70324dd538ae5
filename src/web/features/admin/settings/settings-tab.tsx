/** Placeholder: the admin's own account, business settings and staff accounts. */
export function SettingsTab() {
  return <p>Settings</p>;
}
