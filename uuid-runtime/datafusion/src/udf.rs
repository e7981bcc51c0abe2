//! The one `ScalarUDFImpl`, which dispatches on the functions' table (`kind.rs`).

use std::sync::Arc;

use datafusion::arrow::datatypes::{DataType, Field, FieldRef};
use datafusion::common::{Result, plan_err};
use datafusion::logical_expr::{
    ColumnarValue, Documentation, ReturnFieldArgs, ScalarFunctionArgs, ScalarUDFImpl, Signature,
};

use crate::columns::uuid_field;
use crate::kind::{Arg, Kind, Nulls, Output};
use crate::{docs, generate, inspect, text};

/// One of the crate's SQL functions.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct UuidFunction {
    kind: Kind,
    signature: Signature,
}

impl UuidFunction {
    pub(crate) fn new(kind: Kind) -> Self {
        let signature = if kind.arguments() == [&[] as &[Arg]] {
            Signature::nullary(kind.volatility())
        } else {
            Signature::user_defined(kind.volatility())
        };
        Self { kind, signature }
    }
}

impl ScalarUDFImpl for UuidFunction {
    fn name(&self) -> &str {
        self.kind.name()
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn coerce_types(&self, arg_types: &[DataType]) -> Result<Vec<DataType>> {
        let name = self.kind.name();
        let lists = self.kind.arguments();
        let Some(list) = lists.iter().find(|list| list.len() == arg_types.len()) else {
            let expected = lists
                .iter()
                .map(|list| describe_list(list))
                .collect::<Vec<_>>()
                .join(", or ");
            return plan_err!(
                "{name} takes {expected}; found {} argument{}",
                arg_types.len(),
                if arg_types.len() == 1 { "" } else { "s" }
            );
        };
        list.iter()
            .zip(arg_types)
            .enumerate()
            .map(|(index, (arg, found))| {
                let Some(coerced) = arg.coerce(found) else {
                    return plan_err!(
                        "{name}: argument {} must be {}, found {found}{}",
                        index + 1,
                        arg.describe(),
                        hint(*arg, found)
                    );
                };
                Ok(coerced)
            })
            .collect()
    }

    fn return_type(&self, _arg_types: &[DataType]) -> Result<DataType> {
        Ok(self.kind.output().data_type())
    }

    fn return_field_from_args(&self, args: ReturnFieldArgs<'_>) -> Result<FieldRef> {
        let nullable = match self.kind.nulls() {
            Nulls::Never => false,
            Nulls::FromArgs => args.arg_fields.iter().any(|field| field.is_nullable()),
            Nulls::Maybe => true,
        };
        let name = self.kind.name();
        Ok(match self.kind.output() {
            Output::Uuid => uuid_field(name, nullable),
            output => Arc::new(Field::new(name, output.data_type(), nullable)),
        })
    }

    fn is_strict(&self) -> bool {
        true
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> Result<ColumnarValue> {
        let rows = args.number_rows;
        let args = &args.args;
        match self.kind {
            Kind::GenRandomUuid | Kind::UuidV4 | Kind::UuidGenerateV4 => Ok(generate::v4(rows)),
            Kind::UuidV7 if args.is_empty() => Ok(generate::v7(rows)),
            Kind::UuidV7 => generate::v7_shifted(&args[0], rows),
            Kind::UuidGenerateV1 => Ok(generate::v1(rows)),
            Kind::UuidV7At => generate::v7_at(&args[0], rows),
            Kind::UuidNil => Ok(inspect::constant(uuid_runtime::Uuid::NIL)),
            Kind::UuidNsDns => Ok(inspect::constant(uuid_runtime::Uuid::NAMESPACE_DNS)),
            Kind::UuidNsUrl => Ok(inspect::constant(uuid_runtime::Uuid::NAMESPACE_URL)),
            Kind::UuidNsOid => Ok(inspect::constant(uuid_runtime::Uuid::NAMESPACE_OID)),
            Kind::UuidNsX500 => Ok(inspect::constant(uuid_runtime::Uuid::NAMESPACE_X500)),
            Kind::UuidGenerateV3 => inspect::name_based(self.kind, 3, args, rows),
            Kind::UuidGenerateV5 => inspect::name_based(self.kind, 5, args, rows),
            Kind::UuidExtractTimestamp => inspect::extract_timestamp(args, rows),
            Kind::UuidExtractVersion => inspect::extract_version(args, rows),
            Kind::UuidV7Min => inspect::v7_bound(self.kind, false, args, rows),
            Kind::UuidV7Max => inspect::v7_bound(self.kind, true, args, rows),
            Kind::UuidParse => text::parse(self.kind, false, args, rows),
            Kind::TryUuidParse => text::parse(self.kind, true, args, rows),
            Kind::UuidFormat => text::format(args, rows),
            Kind::TypeIdEncode => text::typeid_encode(args, rows),
            Kind::TypeIdDecode => text::typeid_decode(args, rows),
            Kind::TypeIdPrefix => text::typeid_prefix(args, rows),
        }
    }

    fn documentation(&self) -> Option<&Documentation> {
        Some(docs::of(self.kind))
    }
}

/// "no arguments", "1 argument (a UUID)", "2 arguments (a UUID, text)".
fn describe_list(list: &[Arg]) -> String {
    match list {
        [] => "no arguments".into(),
        [arg] => format!("1 argument ({})", arg.describe()),
        _ => format!(
            "{} arguments ({})",
            list.len(),
            list.iter()
                .map(|arg| arg.describe())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// What to write instead, for the mistakes one makes.
fn hint(arg: Arg, found: &DataType) -> &'static str {
    match (arg, found) {
        (Arg::Uuid, DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View) => {
            "; convert text with uuid_parse(text)"
        }
        (Arg::Text, DataType::FixedSizeBinary(16)) => {
            "; write a UUID as text with uuid_format(uuid)"
        }
        _ => "",
    }
}
