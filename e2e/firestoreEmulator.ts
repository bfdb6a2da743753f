// Reads the Firestore emulator of this run as its owner (rules bypassed), for checks a page
// cannot show: what a timer or a trigger wrote.

/** The Firestore emulator of this run: Hosting's port moved by the same offset as the others. */
function firestoreUrl(baseURL: string): string {
  const offset = Number(new URL(baseURL).port) - 5000;
  return `http://127.0.0.1:${8080 + offset}/v1/projects/demo-marketplace/databases/(default)/documents`;
}

const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

type RestValue = {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  booleanValue?: boolean;
  nullValue?: null;
  mapValue?: { fields?: Record<string, RestValue> };
};

/** Plain values of a REST document's scalar and map fields (arrays are left out). */
function plain(fields: Record<string, RestValue> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      value.stringValue ??
        (value.integerValue !== undefined ? Number(value.integerValue) : undefined) ??
        value.doubleValue ??
        value.booleanValue ??
        (value.mapValue ? plain(value.mapValue.fields) : null),
    ]),
  );
}

/** One document's scalar fields, or null when it does not exist. */
export async function readDocument(
  baseURL: string,
  path: string,
): Promise<Record<string, unknown> | null> {
  const response = await fetch(`${firestoreUrl(baseURL)}/${path}`, { headers: OWNER });
  if (response.status === 404) return null;
  const document = (await response.json()) as { fields?: Record<string, RestValue> };
  return plain(document.fields);
}

/** The fields (and `id`) of every document of `collection` where each `field == value`. */
export async function queryEqual(
  baseURL: string,
  collection: string,
  filters: [field: string, value: string | boolean][],
): Promise<Record<string, unknown>[]> {
  const encode = (value: string | boolean) =>
    typeof value === 'boolean' ? { booleanValue: value } : { stringValue: value };
  const response = await fetch(`${firestoreUrl(baseURL)}:runQuery`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: filters.map(([field, value]) => ({
              fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: encode(value) },
            })),
          },
        },
      },
    }),
  });
  const rows = (await response.json()) as {
    document?: { name: string; fields?: Record<string, RestValue> };
  }[];
  // `id`: the document's id, beside its fields.
  return rows.flatMap((row) =>
    row.document ? [{ ...plain(row.document.fields), id: row.document.name.split('/').pop() }] : [],
  );
}

/** Sets `fields` (REST values) of a document, leaving its other fields as they are. */
async function patchFields(baseURL: string, path: string, fields: Record<string, unknown>) {
  const mask = Object.keys(fields)
    .map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`)
    .join('&');
  const response = await fetch(`${firestoreUrl(baseURL)}/${path}?${mask}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`PATCH ${path}: ${response.status} ${await response.text()}`);
}

/**
 * Sets one timestamp field of a document (the emulator's owner bypasses the rules): how a
 * journey moves a deadline into the past instead of waiting for it.
 */
export const patchTimestamp = (baseURL: string, path: string, field: string, at: Date) =>
  patchFields(baseURL, path, { [field]: { timestampValue: at.toISOString() } });

/** Deletes one document (no error when it does not exist). */
async function deleteDocument(baseURL: string, path: string) {
  const response = await fetch(`${firestoreUrl(baseURL)}/${path}`, {
    method: 'DELETE',
    headers: OWNER,
  });
  if (!response.ok) throw new Error(`DELETE ${path}: ${response.status} ${await response.text()}`);
}

/**
 * Puts a provider who sent nothing back where the seed left them: no verification request, no
 * audit line, unverified. A journey that starts from that state calls it first, so that its
 * retry (CI retries a failed test once) does not find the first attempt's documents.
 */
export async function resetVerification(baseURL: string, uid: string) {
  await deleteDocument(baseURL, `verificationRequests/${uid}`);
  const lines = await queryEqual(baseURL, 'verificationAudit', [['uid', uid]]);
  await Promise.all(lines.map((line) => deleteDocument(baseURL, `verificationAudit/${line.id}`)));
  await patchFields(baseURL, `providers/${uid}`, {
    verified: { booleanValue: false },
    verificationStatus: { stringValue: 'unverified' },
    verifiedOn: { nullValue: null },
    criminalRecordCheckedOn: { nullValue: null },
  });
}
