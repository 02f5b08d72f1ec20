#!/bin/sh
# Generates a CSD-like test certificate and key for an RFC (demo only: not issued by the SAT).
# usage: make.sh RFC "LEGAL NAME" SERIAL20 OUTNAME PASSWORD
set -e
RFC="$1"; NAME="$2"; SERIAL="$3"; OUT="$4"; PASS="$5"
CNF=$(mktemp)
cat > "$CNF" <<CNFEOF
[req]
distinguished_name = dn
prompt = no
string_mask = utf8only
[dn]
CN = $NAME
name = $NAME
O = $NAME
x500UniqueIdentifier = $RFC / XAXX010101000
serialNumber = " / XAXX010101000"
OU = Demo CSD, not issued by the SAT
[ext]
basicConstraints = critical,CA:FALSE
keyUsage = critical,digitalSignature,nonRepudiation,dataEncipherment,keyAgreement
CNFEOF
KEY=$(mktemp)
openssl genrsa -out "$KEY" 2048 2>/dev/null
HEX=$(printf '%s' "$SERIAL" | od -An -tx1 | tr -d ' \n')
openssl req -new -x509 -key "$KEY" -days 7300 -config "$CNF" -extensions ext -set_serial "0x$HEX" -sha256 -outform DER -out "$OUT.cer"
openssl pkcs8 -topk8 -in "$KEY" -outform DER -out "$OUT.key" -v2 des3 -passout "pass:$PASS"
rm -f "$CNF" "$KEY"
