import {
  Certificate,
  ContentInfo,
  type GeneralName,
  IssuerAndSerialNumber,
  type RelativeDistinguishedNames,
  SignedData,
  TSTInfo,
} from 'pkijs';
import { bytesToHex } from './hex';

export const SHA256_OID = '2.16.840.1.101.3.4.2.1';
const TST_INFO_OID = '1.2.840.113549.1.9.16.1.4';
const COMMON_NAME_OID = '2.5.4.3';
const DIRECTORY_NAME = 4;

/** An RFC 3161 TimeStampToken read, not yet verified. */
export type TimestampToken = {
  signedData: SignedData;
  tstInfo: TSTInfo;
  genTime: Date;
  /** The TSA's name: the token's own tsa field, else the signer certificate's subject CN. */
  tsa: string;
  /** The TSA's serial number of the token, hex. */
  serialNumber: string;
  /** The stamped digest, hex, and its algorithm's OID. */
  imprint: { algorithm: string; digestHex: string };
  /** The signer's certificate among those the token carries, when it carries it. */
  signerCertificate: Certificate | undefined;
};

/**
 * Reads a DER TimeStampToken (a CMS ContentInfo of SignedData over a TSTInfo). Throws when the bytes
 * are not one: cut short, altered in their structure, or another kind of CMS.
 */
export function readTimestampToken(tokenDer: Uint8Array): TimestampToken {
  // pkijs takes bytes on an ArrayBuffer; the copy accepts any view, a Node Buffer included.
  const contentInfo = ContentInfo.fromBER(new Uint8Array(tokenDer));
  if (contentInfo.contentType !== ContentInfo.SIGNED_DATA)
    throw new Error('The token is not CMS SignedData.');
  const signedData = new SignedData({ schema: contentInfo.content });
  const { eContentType, eContent } = signedData.encapContentInfo;
  if (eContentType !== TST_INFO_OID || !eContent) throw new Error('The token does not carry a TSTInfo.');
  const tstInfo = TSTInfo.fromBER(eContent.getValue());
  const signerCertificate = findSignerCertificate(signedData);
  return {
    signedData,
    tstInfo,
    genTime: tstInfo.genTime,
    tsa:
      nameOf(tstInfo.tsa) ?? commonName(signerCertificate?.subject) ?? 'an unnamed Time-Stamping Authority',
    serialNumber: bytesToHex(tstInfo.serialNumber.valueBlock.valueHexView),
    imprint: {
      algorithm: tstInfo.messageImprint.hashAlgorithm.algorithmId,
      digestHex: bytesToHex(tstInfo.messageImprint.hashedMessage.valueBlock.valueHexView),
    },
    signerCertificate,
  };
}

function findSignerCertificate(signedData: SignedData): Certificate | undefined {
  const sid = signedData.signerInfos[0]?.sid;
  if (!(sid instanceof IssuerAndSerialNumber)) return undefined;
  return signedData.certificates?.find(
    (certificate): certificate is Certificate =>
      certificate instanceof Certificate &&
      certificate.issuer.isEqual(sid.issuer) &&
      certificate.serialNumber.isEqual(sid.serialNumber),
  );
}

function nameOf(name: GeneralName | undefined): string | undefined {
  if (!name) return undefined;
  if (name.type === DIRECTORY_NAME) return commonName(name.value as RelativeDistinguishedNames);
  // The other forms a TSA names itself by (an email address, a DNS name, a URI) are plain strings.
  return typeof name.value === 'string' ? name.value : undefined;
}

function commonName(name: RelativeDistinguishedNames | undefined): string | undefined {
  const value = name?.typesAndValues.find((entry) => entry.type === COMMON_NAME_OID)?.value;
  return value ? String(value.valueBlock.value) : undefined;
}
